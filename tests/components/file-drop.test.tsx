import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FileDrop, type FileDropTexts } from '@/components/ui/file-drop';

const texts: FileDropTexts = {
  fileButton: 'Выбрать файл',
  fileDrop: 'или перетащите его сюда',
  fileNone: 'Файл не выбран',
  fileKb: '{size} КБ',
  fileMb: '{size} МБ',
  fileChosen: 'Выбран файл: {name}, {size}',
};

function Field() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <label htmlFor="cv">Резюме</label>
      <FileDrop id="cv" accept=".pdf" invalid={false} file={file} onFile={setFile} texts={texts} />
    </>
  );
}

describe('FileDrop', () => {
  it('keeps the real file input, labelled, and says no file is chosen', () => {
    render(<Field />);
    const input = screen.getByLabelText(/Резюме/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('Файл не выбран');
  });
});
