// Request limits shared by the validators and the forms that mirror them.
export const MIN_PASSWORD = 8;
