export { default } from './basic-page';
