import { buttonClass, inputClass } from '@/components/ui/form-field';

type District = { id: number; name: string; region: string };
type Texts = { label: string; all: string; show: string };

/** The district picker of the status page: a plain GET form to `?district=`, so it works without JavaScript. */
export function DistrictFilter({
  action,
  districts,
  selected,
  texts,
}: {
  action: string;
  districts: District[];
  selected?: number;
  texts: Texts;
}) {
  const regions = [...new Set(districts.map((d) => d.region))];
  return (
    <form action={action} method="get" className="flex flex-col gap-1 sm:max-w-xl">
      <label htmlFor="status-district" className="font-medium">
        {texts.label}
      </label>
      <div className="flex gap-2">
        <select id="status-district" name="district" defaultValue={selected ?? ''} className={inputClass}>
          <option value="">{texts.all}</option>
          {regions.map((region) => (
            <optgroup key={region} label={region}>
              {districts
                .filter((d) => d.region === region)
                .map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <button type="submit" className={buttonClass}>
          {texts.show}
        </button>
      </div>
    </form>
  );
}
