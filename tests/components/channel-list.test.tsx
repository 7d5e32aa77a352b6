import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChannelList } from '@/components/site/channel-list';

describe('a TV package’s channel list', () => {
  it('shows every name as a list item, in order', () => {
    render(<ChannelList id="channels-vip" channels={['Россия 24', 'Discovery', 'Mening Yurtim']} />);
    const list = screen.getByRole('list');
    expect(list.id).toBe('channels-vip');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Россия 24', 'Discovery', 'Mening Yurtim']);
  });

  it('shows a name with markup in it as text, never as markup', () => {
    render(<ChannelList channels={['<img src=x onerror=alert(1)>', 'A & B "Kids"']} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['<img src=x onerror=alert(1)>', 'A & B "Kids"']);
    expect(document.querySelector('img')).toBeNull();
  });
});
