import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { TextField } from './text-field';

/**
 * A list's search field. It searches when submitted, not on each key, so the server is asked once
 * per search; what is typed is trimmed before it goes into the URL.
 */
export function SearchBox({
  label = 'Search',
  placeholder,
  value,
  onSearch,
  className = '',
}: {
  label?: string;
  placeholder: string;
  /** The search the list shows now, as the field's starting text. */
  value: string;
  onSearch: (value: string) => void;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} role="search" className={`flex items-end gap-2 ${className}`}>
      <TextField
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full"
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
