// The shape browsers accept for type="email" (WHATWG), with the local part's dots only between
// characters (no leading, trailing or double dot), as the contract's `format: email` requires.
const EMAIL_ADDRESS =
  /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const isEmailAddress = (text: string) => EMAIL_ADDRESS.test(text);
