import { Input } from 'antd';
import { useEffect, useState } from 'react';

/** The longest search a list sends: the APIs' list schemas refuse more than 100 characters. */
export const SEARCH_MAX = 100;

type ListSearchProps = {
  /** The search of the URL. */
  value: string;
  onSearch: (search: string) => void;
  placeholder: string;
  /** Accessible name of the field. */
  label: string;
};

/**
 * The id of the page's search box: eMAG's access key 3 (busca), in the host's layout, leads to it. A page
 * has one list search at most.
 */
export const SEARCH_ID = 'busca';

/** The search box of a list: Enter or the button writes the search to the URL (page 1); clearing removes it. */
export function ListSearch({ value, onSearch, placeholder, label }: ListSearchProps) {
  const [text, setText] = useState(value);
  // Back and forward move the box with the URL.
  useEffect(() => setText(value), [value]);
  return (
    <Input.Search
      id={SEARCH_ID}
      aria-label={label}
      placeholder={placeholder}
      allowClear
      enterButton="Buscar"
      maxLength={SEARCH_MAX}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (!event.target.value) onSearch('');
      }}
      onSearch={(search) => onSearch(search)}
      style={{ maxWidth: 480 }}
    />
  );
}
