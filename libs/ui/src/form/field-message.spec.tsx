import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { themeOf } from '@shop/brand/react';
import type { BusinessUnit } from '@shop/contracts';
import { changeLanguage, initI18n, loadNamespace } from '@shop/i18n';
import { emailSchema, maxChars, requiredString } from '@shop/validation';
import { textKeyMessage } from './field-message';
import { validationResolver } from './resolver';
import { placeServerError } from './server-errors';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

const theme = themeOf({
  theme: {
    primary: '#0b5ea8',
    primaryText: '#ffffff',
    accent: '#e2231a',
    surface: '#f4f7fb',
    text: '#1b2430',
    fontFamily: 'sans-serif',
  },
} as BusinessUnit);

interface Values {
  email: string;
  name: string;
  country: string;
  nickname: string;
}

const schema = v.object({
  email: emailSchema,
  name: v.pipe(requiredString, maxChars(5)),
  country: requiredString,
  nickname: v.string(),
});

/** A form as the shop's are built: the shared resolver, TextField and SelectField, server errors placed. */
function ProfileForm() {
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { email: '', name: 'Far too long', country: '', nickname: '' },
    resolver: validationResolver(schema),
  });
  const { errors } = formState;
  const serverSaysTaken = () => {
    const placed = placeServerError(
      { code: 40000, message: 'Invalid request', issues: [{ path: 'email', message: 'x', key: 'emailFormat' }] },
      ['email'],
      (key) => key,
    );
    setError('email', { type: 'server', message: placed.fields['email'] });
    setError('nickname', { type: 'rule', message: textKeyMessage('common:loading') });
  };
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <TextField label="Email" error={errors.email?.message} {...register('email')} />
      <TextField label="Name" error={errors.name?.message} {...register('name')} />
      <SelectField
        label="Country"
        options={[
          { value: '', label: '—' },
          { value: 'FR', label: 'France' },
        ]}
        error={errors.country?.message}
        {...register('country')}
      />
      <TextField label="Nickname" error={errors.nickname?.message} {...register('nickname')} />
      <button type="submit">Send</button>
      <button type="button" onClick={serverSaysTaken}>
        Server
      </button>
    </form>
  );
}

const errorOf = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent;

describe('errors already shown follow a language switch', () => {
  beforeEach(async () => {
    await initI18n({ languages: ['fr', 'en', 'ar'], language: 'fr' });
    // The field messages come with the area a form is in.
    await loadNamespace('validation');
  });

  it("a rule's message, with its values, is shown again in the language switched to", async () => {
    render(
      <ThemeProvider theme={theme}>
        <ProfileForm />
      </ThemeProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(errorOf('email')).toBe('Ce champ est obligatoire.');
    expect(errorOf('name')).toBe('Doit contenir moins de 5 caractères.');
    expect(errorOf('country')).toBe('Ce champ est obligatoire.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Ce champ est obligatoire.');

    await act(() => changeLanguage('en'));
    expect(errorOf('email')).toBe('This field is required.');
    expect(errorOf('name')).toBe('Must be less than 5 characters.');
    expect(errorOf('country')).toBe('This field is required.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required.');

    await act(() => changeLanguage('ar'));
    expect(errorOf('email')).toBe('هذا الحقل مطلوب.');
  });

  it("a server's rule and a page text set on a field follow too", async () => {
    render(
      <ThemeProvider theme={theme}>
        <ProfileForm />
      </ThemeProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Server' })));
    expect(errorOf('email')).toBe("format d'e-mail non valide");
    expect(errorOf('nickname')).toBe('Chargement…');
    await act(() => changeLanguage('en'));
    expect(errorOf('email')).toBe('not valid email format');
    expect(errorOf('nickname')).toBe('Loading…');
  });
});
