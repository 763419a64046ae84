export { validationResolver } from './resolver';
export { placeServerError, type PlacedServerError } from './server-errors';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { SelectField, type SelectFieldProps } from './SelectField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { FormAlert } from './FormAlert';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { FileButton, type FileButtonProps } from './FileButton';
