import { Container } from '@app/ui';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export function Component() {
  return (
    <Container>
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <Link to="/">
        <FormattedMessage id="notFound.backHome" />
      </Link>
    </Container>
  );
}
