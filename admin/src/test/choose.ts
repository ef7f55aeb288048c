import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Picks `option` in a react-admin SelectInput (an MUI combobox with a listbox), as a user clicks it. */
export async function choose(user: UserEvent, label: RegExp, option: RegExp) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
