// Only this part of en.json is used here; webpack's JSON tree shaking keeps the error chunk small.
import messages from '@/locales/en.json';

export const errorMessages = messages.errors;
