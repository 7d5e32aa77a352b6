import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone, phoneField } from '@/lib/platform/validation/phone';
import { detectCvType } from '@/lib/visitors/forms/file-type';
import { findPrefix, parsePrefixList, parsePrefixes } from '@/lib/visitors/tasix/prefix-match';

describe('phone numbers', () => {
  it.each([
    ['+998 90 123 45 67', '+998 90 123 45 67'],
    ['998901234567', '+998 90 123 45 67'],
    ['90 123-45-67', '+998 90 123 45 67'],
    ['(71) 200 00 00', '+998 71 200 00 00'],
  ])('normalises %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
    expect(phoneField.parse(input)).toBe(expected);
  });

  it.each(['12345', '+7 912 123 45 67', 'abc901234567', ''])('rejects %j', (input) => {
    expect(isValidPhone(input) && input !== '').toBe(false);
  });
});

describe('CV type by content', () => {
  const docx = () => {
    const name = Buffer.from('word/document.xml');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(name.length, 26);
    return new Uint8Array(Buffer.concat([header, name, Buffer.from('<xml/>')]));
  };
  it('recognises PDF, DOC and DOCX, and nothing else', () => {
    expect(detectCvType(new TextEncoder().encode('%PDF-1.7\n'))?.ext).toBe('pdf');
    expect(detectCvType(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))?.ext).toBe('doc');
    expect(detectCvType(docx())?.ext).toBe('docx');
    expect(detectCvType(new TextEncoder().encode('<html>%PDF-'))).toBeNull();
    const zipWithoutWord = docx();
    zipWithoutWord.set(new TextEncoder().encode('xl/x'), 30);
    expect(detectCvType(zipWithoutWord)).toBeNull();
  });
});

describe('TAS-IX prefixes', () => {
  it('matches IPv4 and IPv6 and parses a downloaded list', () => {
    const list = parsePrefixes(parsePrefixList('# TAS-IX\n84.54.64.0/19\n\n2a01:5640::/32 # ipv6\nnot-a-cidr\n'));
    expect(list).toHaveLength(2);
    expect(findPrefix('84.54.70.1', list)).toBe('84.54.64.0/19');
    expect(findPrefix('2a01:5640:1::5', list)).toBe('2a01:5640::/32');
    expect(findPrefix('8.8.8.8', list)).toBeNull();
  });
});
