// A named import lets the bundler keep only this part of en.json in the error pages' chunk.
import { errors } from '@/locales/en.json';

export const errorMessages = errors;
