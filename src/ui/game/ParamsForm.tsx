import type { ParamSpecs, ParamValue } from '../../core/params.ts';

interface ParamsFormProps {
  specs: ParamSpecs;
  values: Record<string, ParamValue>;
  onChange(values: Record<string, ParamValue>): void;
}

/** One control per declared parameter, so every game gets its "New game" form for free. */
export function ParamsForm({ specs, values, onChange }: ParamsFormProps) {
  const set = (name: string, value: ParamValue) => onChange({ ...values, [name]: value });
  return (
    <>
      {Object.entries(specs).map(([name, spec]) => {
        const id = `param-${name}`;
        const value = values[name] ?? spec.default;
        return (
          <div class="field" key={name}>
            <label for={id}>{spec.label}</label>
            {spec.kind === 'int' && (
              <span class="range">
                <input
                  id={id}
                  name={name}
                  type="range"
                  min={spec.min}
                  max={spec.max}
                  value={Number(value)}
                  onInput={(e) => set(name, Number(e.currentTarget.value))}
                />
                <output for={id}>{String(value)}</output>
              </span>
            )}
            {spec.kind === 'bool' && (
              <input
                id={id}
                name={name}
                type="checkbox"
                checked={value === true}
                onChange={(e) => set(name, e.currentTarget.checked)}
              />
            )}
            {spec.kind === 'text' && (
              <input
                id={id}
                name={name}
                value={String(value)}
                onInput={(e) => set(name, e.currentTarget.value)}
              />
            )}
            {spec.kind === 'choice' && (
              <select
                id={id}
                name={name}
                value={String(value)}
                onChange={(e) => set(name, e.currentTarget.value)}
              >
                {spec.choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </div>
        );
      })}
    </>
  );
}
