import {
  type Coupon,
  type CouponCourseOption,
  couponMessages,
  generateCouponCode,
  PERCENTAGE_MAX,
  utcToday,
} from '@coursedesk/contract/coupons';
import { Shuffle } from 'lucide-react';
import { useId } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateCoupon } from '../api/create-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import {
  type CouponFormValues,
  couponFormDefaults,
  validateCouponForm,
} from '../coupon-form-values';
import { CouponNumberField } from './coupon-number-field';

/** The optional limits of spec §5: an empty box means none. */
const optionalNumbers = [
  { name: 'usageLimit', label: 'Usage Limit', kind: 'count', placeholder: 'Unlimited' },
  { name: 'minPurchaseAmount', label: 'Minimum Purchase (£)', kind: 'amount', placeholder: 'None' },
  { name: 'maxDiscountAmount', label: 'Maximum Discount (£)', kind: 'amount', placeholder: 'None' },
] as const;

export type CouponEditor =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; coupon: Coupon };

interface CouponFormDialogProps {
  editor: CouponEditor;
  courses: CouponCourseOption[];
  onClose: () => void;
}

export function CouponFormDialog({ editor, courses, onClose }: CouponFormDialogProps) {
  const editing = editor.mode === 'edit' ? editor.coupon : undefined;
  return (
    <Modal
      open={editor.mode !== 'closed'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing ? 'Edit Coupon' : 'Create New Coupon'}
    >
      <CouponForm key={editing?._id ?? 'new'} coupon={editing} courses={courses} onDone={onClose} />
    </Modal>
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
  courses: CouponCourseOption[];
  onDone: () => void;
}

function CouponForm({ coupon, courses, onDone }: CouponFormProps) {
  const creating = coupon === undefined;
  const createCoupon = useCreateCoupon();
  const updateCoupon = useUpdateCoupon();
  const saving = createCoupon.isPending || updateCoupon.isPending;
  const ids = {
    code: useId(),
    discountType: useId(),
    courses: useId(),
    expiryDate: useId(),
    description: useId(),
    isActive: useId(),
  };
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<CouponFormValues>({
    resolver: couponResolver(coupon?.expiryDate),
    defaultValues: couponFormDefaults(coupon),
  });
  const discountType = watch('discountType');
  const codeField = register('code');

  const callbacks = {
    onSuccess: () => {
      notifySuccess(creating ? couponMessages.created : couponMessages.updated);
      onDone();
    },
    onError: (error: unknown) => {
      notifyError(errorMessage(error, couponMessages.saveFailed));
    },
  };

  const submit = handleSubmit((values) => {
    const result = validateCouponForm(values, coupon?.expiryDate);
    if (!result.ok) return;
    if (creating) createCoupon.mutate(result.input, callbacks);
    else updateCoupon.mutate({ id: coupon._id, input: result.input }, callbacks);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <Field id={ids.code} label="Coupon Code" error={errors.code?.message}>
        <div className="flex gap-2">
          <Input
            {...codeField}
            onChange={(event) => {
              // Spec §5: the code is upper case as it is typed.
              event.target.value = event.target.value.toUpperCase();
              void codeField.onChange(event);
            }}
            {...fieldControlProps(ids.code, errors.code?.message)}
            className="font-mono uppercase"
            placeholder="SUMMER25"
            autoComplete="off"
            required
          />
          <Button
            variant="secondary"
            onClick={() =>
              setValue('code', generateCouponCode(), { shouldDirty: true, shouldValidate: true })
            }
          >
            <Shuffle aria-hidden="true" />
            Generate
          </Button>
        </div>
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ids.discountType} label="Discount Type">
          <Select {...register('discountType')} id={ids.discountType}>
            <option value="percentage">Percentage</option>
            <option value="flat">Flat Amount</option>
          </Select>
        </Field>
        <CouponNumberField
          label={discountType === 'percentage' ? 'Discount Value (%)' : 'Discount Value (£)'}
          registration={register('discountValue')}
          error={errors.discountValue?.message}
          kind="amount"
          max={discountType === 'percentage' ? PERCENTAGE_MAX : undefined}
          required
        />
      </div>

      <fieldset aria-describedby={errors.courseIds ? `${ids.courses}-error` : undefined}>
        <legend className="mb-1.5 block text-sm font-medium text-slate-700">Courses</legend>
        <div className="max-h-44 space-y-1 overflow-y-auto rounded-lg border border-slate-300 p-2">
          {courses.length === 0 ? (
            <p className="px-1 py-2 text-sm text-slate-500">No courses yet.</p>
          ) : (
            courses.map((course) => (
              <label
                key={course.id}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  value={course.id}
                  {...register('courseIds')}
                  className="size-4 accent-edtech-green"
                />
                <span>{course.title}</span>
                <span className="text-xs text-slate-500">{course.category}</span>
              </label>
            ))
          )}
        </div>
        {errors.courseIds?.message ? (
          <p id={`${ids.courses}-error`} className="mt-1.5 text-xs font-medium text-edtech-red">
            {errors.courseIds.message}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ids.expiryDate} label="Expiry Date" error={errors.expiryDate?.message}>
          <Input
            {...register('expiryDate')}
            {...fieldControlProps(ids.expiryDate, errors.expiryDate?.message)}
            type="date"
            min={utcToday()}
          />
        </Field>
        {optionalNumbers.map(({ name, label, kind, placeholder }) => (
          <CouponNumberField
            key={name}
            label={label}
            registration={register(name)}
            error={errors[name]?.message}
            kind={kind}
            placeholder={placeholder}
          />
        ))}
      </div>

      <Field id={ids.description} label="Description" error={errors.description?.message}>
        <Textarea
          {...register('description')}
          {...fieldControlProps(ids.description, errors.description?.message)}
          rows={2}
        />
      </Field>

      <label htmlFor={ids.isActive} className="flex items-center gap-2 text-sm text-slate-700">
        <input
          id={ids.isActive}
          type="checkbox"
          {...register('isActive')}
          className="size-4 accent-edtech-green"
        />
        Active
      </label>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : creating ? 'Create Coupon' : 'Update Coupon'}
        </Button>
      </div>
    </form>
  );
}
