/** E-mail addresses and user names are unique regardless of letter case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const normalizeUserName = (userName: string) => userName.trim().toLowerCase();
