import {
  type Coupon,
  type CouponCourseOption,
  couponMessages,
  generateCouponCode,
  PERCENTAGE_MAX,
  utcToday,
} from '@coursedesk/contract/coupons';
import { Shuffle } from 'lucide-react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useGuardedForm } from '@/components/ui/editor-guard';
import { Form, FormActions } from '@/components/ui/form/form';
import { typedFields } from '@/components/ui/form/typed-fields';
import { RecordEditorDialog } from '@/components/ui/record-editor-dialog';
import { StaleSaveDialog } from '@/components/ui/stale-save-dialog';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStaleSave } from '@/lib/stale-save';
import { useCreateCoupon } from '../api/create-coupon';
import { useCoupon } from '../api/get-coupon';
import { type UpdateCoupon, useUpdateCoupon } from '../api/update-coupon';
import {
  type CouponFormValues,
  couponFormDefaults,
  validateCouponForm,
} from '../coupon-form-values';

const { TextField, TextareaField, SelectField, CheckboxField, CheckboxListField } =
  typedFields<CouponFormValues>();

/** A count is a whole number from 1; an amount (money or percent) any number from 0. */
const count = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;
const amount = { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } as const;

/** The optional limits: an empty box means none. */
const optionalNumbers = [
  { name: 'usageLimit', label: 'Usage Limit', kind: count, placeholder: 'Unlimited' },
  { name: 'minPurchaseAmount', label: 'Minimum Purchase (£)', kind: amount, placeholder: 'None' },
  { name: 'maxDiscountAmount', label: 'Maximum Discount (£)', kind: amount, placeholder: 'None' },
] as const;

const discountTypes = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'flat', label: 'Flat Amount' },
];

export type CouponEditor =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; coupon: Coupon };

interface CouponFormDialogProps {
  editor: CouponEditor;
  courses: CouponCourseOption[];
  onClose: () => void;
}

/** Said when the coupon cannot be read to be edited. */
export const COUPON_LOAD_FAILED = 'Failed to load coupon';

export function CouponFormDialog({ editor, courses, onClose }: CouponFormDialogProps) {
  const editing = editor.mode === 'edit' ? editor.coupon : undefined;
  return (
    <RecordEditorDialog
      open={editor.mode !== 'closed'}
      editing={editing}
      onClose={onClose}
      stored={useCoupon(editing?._id)}
      title={{ create: 'Create New Coupon', edit: 'Edit Coupon' }}
      loadFailed={COUPON_LOAD_FAILED}
      loading="Loading coupon..."
      area="coupons"
      create={() => <CouponForm key="new" coupon={undefined} courses={courses} onDone={onClose} />}
      edit={({ coupon, version }, reload) => (
        <CouponForm
          key={coupon._id}
          coupon={coupon}
          version={version}
          onReload={reload}
          courses={courses}
          onDone={onClose}
        />
      )}
    />
  );
}

/** The contract's coupon rules as the form's resolver: the server gives the same messages. */
function couponResolver(currentExpiry: string | null | undefined): Resolver<CouponFormValues> {
  return (values) => {
    const result = validateCouponForm(values, currentExpiry);
    if (result.ok) return { values, errors: {} };
    const errors: FieldErrors<CouponFormValues> = {};
    for (const [name, message] of Object.entries(result.errors)) {
      errors[name as keyof CouponFormValues] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}

interface CouponFormProps {
  coupon: Coupon | undefined;
  /** The stored coupon's version, which its saves name (a later one is a stale save). */
  version?: string | undefined;
  /** Reads the coupon as stored now and starts the form afresh from it. */
  onReload?: () => Promise<void>;
  courses: CouponCourseOption[];
  onDone: () => void;
}

function CouponForm({ coupon, version, onReload, courses, onDone }: CouponFormProps) {
  const creating = coupon === undefined;
  const createCoupon = useCreateCoupon();
  const updateCoupon = useUpdateCoupon();
  const stale = useStaleSave<UpdateCoupon>(onReload);
  const saving = createCoupon.isPending || updateCoupon.isPending;
  const form = useForm<CouponFormValues>({
    resolver: couponResolver(coupon?.expiryDate),
    defaultValues: couponFormDefaults(coupon),
  });
  const discountType = useWatch({ control: form.control, name: 'discountType' });

  const callbacks = {
    onSuccess: () => {
      notifySuccess(creating ? couponMessages.created : couponMessages.updated);
      onDone();
    },
    onError: (error: unknown) => {
      notifyError(errorMessage(error, couponMessages.saveFailed));
    },
  };

  function update(attempt: UpdateCoupon) {
    updateCoupon.mutate(attempt, {
      onSuccess: () => {
        stale.clear();
        callbacks.onSuccess();
      },
      onError: (error) => {
        if (!stale.caught(error, attempt)) callbacks.onError(error);
      },
    });
  }

  const submit = form.handleSubmit((values) => {
    const result = validateCouponForm(values, coupon?.expiryDate);
    if (!result.ok) return;
    if (creating) createCoupon.mutate(result.input, callbacks);
    else update({ id: coupon._id, input: result.input, version });
  });

  const cancel = useGuardedForm(
    form.formState.isDirty,
    saving ? undefined : () => void submit(),
    onDone,
  );

  return (
    <Form form={form} onSubmit={submit} className="space-y-5">
      <TextField
        name="code"
        label="Coupon Code"
        // The code is upper case as it is typed.
        normalize={(text) => text.toUpperCase()}
        inputClassName="font-mono uppercase"
        placeholder="SUMMER25"
        required
        addon={
          <Button
            variant="secondary"
            onClick={() =>
              form.setValue('code', generateCouponCode(), {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
          >
            <Shuffle aria-hidden="true" />
            Generate
          </Button>
        }
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="discountType" label="Discount Type" options={discountTypes} />
        <TextField
          name="discountValue"
          label={discountType === 'percentage' ? 'Discount Value (%)' : 'Discount Value (£)'}
          {...amount}
          max={discountType === 'percentage' ? PERCENTAGE_MAX : undefined}
          required
        />
      </div>

      <CheckboxListField
        name="courseIds"
        label="Courses"
        options={courses.map((course) => ({
          value: course.id,
          label: course.title,
          detail: course.category,
        }))}
        emptyText="No courses yet."
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="expiryDate" label="Expiry Date" type="date" min={utcToday()} />
        {optionalNumbers.map(({ name, label, kind, placeholder }) => (
          <TextField key={name} name={name} label={label} {...kind} placeholder={placeholder} />
        ))}
      </div>

      <TextareaField name="description" label="Description" rows={2} />

      <CheckboxField name="isActive" label="Active" />

      <FormActions
        submitLabel={creating ? 'Create Coupon' : 'Update Coupon'}
        saving={saving}
        onCancel={cancel}
      />
      <StaleSaveDialog recordName="coupon" {...stale.dialog(update, updateCoupon.isPending)} />
    </Form>
  );
}
