import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { padded } from '../../storybook/decorators.js';
import { languages } from '../../storybook/fixtures.js';
import { LanguageSelector, type LanguageSelectorProps } from './language-selector.js';

function Controlled(props: LanguageSelectorProps<string>) {
  const [value, setValue] = useState(props.value);
  return (
    <LanguageSelector
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/LanguageSelector',
  component: LanguageSelector,
  parameters: { layout: 'fullscreen' },
  decorators: [padded],
  args: { label: 'Language', value: 'en', options: languages, onChange: fn() },
  render: (args) => <Controlled {...(args as LanguageSelectorProps<string>)} />,
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InTheTopBar: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'de');
    await expect(args.onChange).toHaveBeenCalledWith('de');
    await expect(select).toHaveValue('de');
  },
};

export const WithVisibleLabel: Story = { args: { showLabel: true, label: 'Sprache', value: 'de' } };
