export { demoUnit97 } from './demo-unit';
