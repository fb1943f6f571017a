import { Button, Container } from '@app/ui';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** Home (SPEC §2): what the product does, and the way to the licences. */
export function HomePage() {
  return (
    <Container aria-labelledby="home-title">
      <h1 id="home-title">
        <FormattedMessage id="home.title" />
      </h1>
      <p>
        <FormattedMessage id="home.subtitle" />
      </p>
      <Button asChild>
        <Link to="/license">
          <FormattedMessage id="home.getStarted" />
        </Link>
      </Button>
    </Container>
  );
}
