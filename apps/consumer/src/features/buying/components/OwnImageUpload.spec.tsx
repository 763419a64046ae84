import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { failed } from '@shop/api-client/testing';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import { catalogueService, settle, startBuying } from '../testing/buying-test-kit';
import { useImageUpload } from '../hooks/use-image-upload';
import { OwnImageUpload } from './OwnImageUpload';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function Upload() {
  const upload = useImageUpload({ url: '', preview: '', fileName: '' });
  return <OwnImageUpload upload={upload} />;
}

async function choose(file: File) {
  render(
    <ThemeProvider theme={themeOf(demoUnit97())}>
      <Upload />
    </ThemeProvider>,
  );
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Your own image'), { target: { files: [file] } });
  });
  await settle();
}

describe("the buyer's own image", () => {
  beforeEach(() => startBuying());

  it("is chosen with the shop's own button, in the page's language, naming the chosen file", async () => {
    catalogueService();
    render(
      <ThemeProvider theme={themeOf(demoUnit97())}>
        <Upload />
      </ThemeProvider>,
    );
    const input = screen.getByLabelText('Your own image');
    // The native input stays in the tab order (out of sight, never display: none); the button is its label.
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toHaveAttribute('tabindex', '-1');
    expect(getComputedStyle(input).display).not.toBe('none');
    expect(screen.getByLabelText('Choose a file')).toBe(input);
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([PNG], 'omar.png', { type: 'image/png' })] } });
    });
    await settle();
    expect(screen.getByTestId(`${input.id}-file-name`)).toHaveTextContent('omar.png');
  });

  it('is stored through /resource/upload without its data-URL prefix, then shown with a way to remove it', async () => {
    const api = catalogueService();
    await choose(new File([PNG], 'omar.png', { type: 'image/png' }));
    expect(screen.getByText('omar.png uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your image omar.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    const [sent] = api.callsOf('uploadResource');
    expect(sent).toMatchObject({ fileFormat: 'png', prefix: 'data:image/png;base64,', purpose: 'personalImage' });
    expect(sent.resourceContent).toBe(Buffer.from(PNG).toString('base64'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove the image' }));
    expect(screen.queryByText('omar.png uploaded.')).not.toBeInTheDocument();
  });

  it('refuses another type or a file over 2 MB before sending anything', async () => {
    const api = catalogueService();
    await choose(new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Format should be JPG, JPEG, PNG');
    expect(screen.getByLabelText('Your own image')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsOf('uploadResource')).toEqual([]);
  });

  it("shows the server's refusal next to the field (63004: the content is not the format)", async () => {
    catalogueService({ uploadResource: () => failed({ code: 63004, message: 'wrong format' }) });
    await choose(new File([new Uint8Array([1, 2, 3])], 'fake.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The format is not right');
  });

  it('says the upload failed, in the spec words, for any other failure', async () => {
    catalogueService({ uploadResource: () => failed({ code: 1234, message: 'down' }, 500) });
    await choose(new File([PNG], 'omar.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed, please try again.');
  });
});
