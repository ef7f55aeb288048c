import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts text in an empty field the way a user pastes it: a click, then one input event. `user.type` sends an
 * input event per character and each one re-renders the whole form, which was about half of a form test's
 * time; the field's rules still see the same final text, its maxLength and disabled state still apply.
 * Keep `user.type` where the keys themselves are the subject (masks that format as one types, shortcuts).
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
