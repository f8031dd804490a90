import { useState } from 'react';
import { Switch } from 'radix-ui';
import type { AdminModule } from '@kesariya/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/store/api';
import { useModulesQuery, useSwitchModuleMutation } from '../api/settings-api';
import { MODULE_LABELS } from '../lib/module-labels';
import { SettingsTabs } from './settings-tabs';

function ModuleRow({
  module,
  onOff,
}: {
  module: AdminModule;
  onOff: (module: AdminModule) => void;
}) {
  const [save, saving] = useSwitchModuleMutation();
  const { label, effect } = MODULE_LABELS[module.name];
  const on = module.status === 'Y';
  const id = `module-${module.name}`;

  const turnOn = async () => {
    try {
      await save({ name: module.name, status: 'Y' }).unwrap();
      toast.success(`${label} is switched on`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <li className="flex items-center justify-between gap-4 px-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-effect`} className="text-sm text-muted">
          {effect}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={on}
        disabled={saving.isLoading}
        aria-describedby={`${id}-effect`}
        onCheckedChange={(checked) => (checked ? void turnOn() : onOff(module))}
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:opacity-60',
          on ? 'bg-brand' : 'bg-line',
        )}
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </li>
  );
}

/** The store's module switches; switching one off asks first, since shoppers lose it at once. */
export default function ModulesScreen() {
  const modules = useModulesQuery();
  const [pending, setPending] = useState<AdminModule | null>(null);
  const [save, saving] = useSwitchModuleMutation();

  const confirmOff = async () => {
    if (!pending) return;
    try {
      await save({ name: pending.name, status: 'N' }).unwrap();
      toast.success(`${MODULE_LABELS[pending.name].label} is switched off`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setPending(null);
  };

  return (
    <>
      <PageHeader title="Settings" description="How the store runs." />
      <SettingsTabs />
      {modules.isLoading ? (
        <LoadingState />
      ) : modules.error ? (
        <ErrorState error={modules.error} onRetry={() => void modules.refetch()} />
      ) : (
        <ul
          aria-label="Modules"
          className="max-w-2xl divide-y divide-line rounded-lg border border-line bg-white"
        >
          {(modules.data ?? []).map((module) => (
            <ModuleRow key={module.name} module={module} onOff={setPending} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={`Switch ${pending ? MODULE_LABELS[pending.name].label : ''} off?`}
        confirmLabel="Switch off"
        destructive
        busy={saving.isLoading}
        onConfirm={() => void confirmOff()}
      >
        {pending ? MODULE_LABELS[pending.name].effect : ''} The change reaches shoppers on their
        next page load; you can switch it back on here at any time.
      </ConfirmDialog>
    </>
  );
}
