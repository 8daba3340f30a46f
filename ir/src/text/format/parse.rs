//! The format parser: walks a [`FormatSpec`], collecting operands and
//! types per group, then infers missing types and resolves operands in
//! declaration order, as MLIR's generated parsers do.
//!
//! Operands are resolved only at the end because a type may come after
//! its operand (`$lhs, $rhs : type($result)`); resolving as each operand is
//! read was rejected for that reason.

use super::{Arity, CustomArg, CustomOf, CustomSlot, Elem, FormatSpec, OilistClause, TypeRef};
use crate::text::asm::OpAsmParser;
use crate::text::parse::PResult;
use crate::text::parse::values::UnresolvedOperand;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::types::{Type, TypeKind};
use smallvec::SmallVec;

/// The types of one group.
type Types = SmallVec<[Type; 2]>;

/// What the elements read. Values and types are kept flat, tagged with
/// their group, so that parsing an op allocates nothing for the usual few
/// values; a bit per group says whether its types were read. (A list per
/// group was rejected: building and flattening the nested lists cost more
/// than the rest of the op.)
struct State<'a> {
    operands: SmallVec<[(u8, UnresolvedOperand<'a>); 4]>,
    operand_types: SmallVec<[(u8, Type); 4]>,
    result_types: SmallVec<[(u8, Type); 2]>,
    /// Groups (bit `g`) whose operand / result types were read.
    operand_typed: u64,
    result_typed: u64,
    /// Operands read by the `operands` directive, in order.
    all_operands: Option<Vec<UnresolvedOperand<'a>>>,
    all_operand_types: Option<Types>,
    all_result_types: Option<Types>,
    /// Where the operand list started, for count errors.
    operand_pos: usize,
    /// Where each operand group was read (its count errors point there,
    /// as MLIR resolves each group at its own location).
    group_pos: SmallVec<[(u8, usize); 4]>,
}

impl State<'_> {
    /// How many operands group `g` has.
    fn count(&self, g: u8) -> usize {
        self.operands.iter().filter(|o| o.0 == g).count()
    }
}

/// Bit `g` of a group mask (the macro allows at most 64 groups).
fn bit(g: u8) -> u64 {
    1u64.checked_shl(u32::from(g)).unwrap_or(0)
}

/// The bits of groups `0..n`.
fn mask(n: usize) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// Parses everything after the op name, as the format says.
pub fn parse(p: &mut OpAsmParser<'_, '_>, spec: &FormatSpec) -> PResult<()> {
    let mut st = State {
        operands: SmallVec::new(),
        operand_types: SmallVec::new(),
        result_types: SmallVec::new(),
        operand_typed: 0,
        result_typed: 0,
        all_operands: None,
        all_operand_types: None,
        all_result_types: None,
        operand_pos: p.pos(),
        group_pos: SmallVec::new(),
    };
    elems(p, spec, &mut st, spec.elems)?;
    finish(p, spec, &mut st)
}

fn elems<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    spec: &FormatSpec,
    st: &mut State<'a>,
    list: &[Elem],
) -> PResult<()> {
    for e in list {
        elem(p, spec, st, e)?;
    }
    Ok(())
}

/// Whether the first element of an optional group starts here.
fn starts(p: &mut OpAsmParser<'_, '_>, spec: &FormatSpec, e: &Elem) -> bool {
    match e {
        Elem::Literal { text, .. } => literal_starts(p, text),
        Elem::Operand { .. } | Elem::Operands { .. } => p.peek_operand(),
        Elem::Region { .. } => p.peek_punct(b'{'),
        Elem::Successor { .. } => p.peek_successor(),
        Elem::Type { .. } | Elem::FunctionalType { .. } => true,
        Elem::Attr { index, .. } => spec
            .attrs
            .get(*index as usize)
            .is_some_and(|a| (a.starts)(p)),
        Elem::AttrDict { .. } | Elem::PropDict | Elem::Custom { .. } | Elem::Oilist { .. } => true,
        Elem::Optional { then, .. } => group_starts(p, spec, then),
    }
}

/// Whether an optional group's first parsable element starts here:
/// spacing literals before it are not read (MLIR's rule).
fn group_starts(p: &mut OpAsmParser<'_, '_>, spec: &FormatSpec, then: &[Elem]) -> bool {
    then.iter()
        .find(|e| !matches!(e, Elem::Literal { text, .. } if text.is_empty() || *text == " " || *text == "\\n"))
        .is_some_and(|f| starts(p, spec, f))
}

fn literal_starts(p: &mut OpAsmParser<'_, '_>, text: &str) -> bool {
    match text.as_bytes() {
        [c] if !c.is_ascii_alphabetic() && *c != b'_' => p.peek_punct(*c),
        b"->" => p.peek_arrow(),
        b"..." => p.peek_ellipsis(),
        _ => p.peek_keyword(text),
    }
}

fn literal(p: &mut OpAsmParser<'_, '_>, text: &str) -> PResult<()> {
    match text.as_bytes() {
        // `` ` ` ``, ``` `` ``` and `` `\n` `` only steer the printer
        // (MLIR's whitespace elements): there is nothing to read.
        [] | [b' '] | b"\\n" => Ok(()),
        [c] if !c.is_ascii_alphabetic() && *c != b'_' => p.parse_punct(*c),
        b"->" => p.parse_arrow(),
        _ => {
            let found = if text == "..." {
                p.parse_optional_ellipsis()
            } else {
                p.parse_optional_keyword(text)
            };
            if found {
                Ok(())
            } else {
                let pos = p.pos();
                p.op_error_at(pos, format!("expected '{text}'"))
            }
        }
    }
}

/// The types a `type(...)` of a group reads: one for a single group; for
/// a variadic one, the whole list, at least one type (as MLIR's generated
/// parsers read it with `parseTypeList`, so that a count that differs from
/// the operands' is reported by operand resolution, and an empty list is
/// `expected non-function type`); for an optional one, as many as its
/// operands when those were read already.
fn parse_types(
    p: &mut OpAsmParser<'_, '_>,
    arity: Arity,
    known: Option<usize>,
    class: Option<&super::TypeClass>,
) -> PResult<Types> {
    let n = match (known, arity) {
        (_, Arity::Single) => 1,
        // As ODS's `parseOptionalType`, whatever the operand count: a
        // missing type is then a count mismatch at resolution.
        (_, Arity::Optional) => usize::from(p.peek_type_start()),
        (_, Arity::Variadic) => {
            let Some(c) = class else {
                let mut v = SmallVec::new();
                p.parse_type_list_each(|t| v.push(t))?;
                return Ok(v);
            };
            let mut v = SmallVec::new();
            loop {
                v.push(parse_type_of(p, Some(c))?);
                if !p.parse_optional_punct(b',') {
                    return Ok(v);
                }
            }
        }
    };
    let mut v = SmallVec::with_capacity(n);
    for i in 0..n {
        if i > 0 {
            p.parse_punct(b',')?;
        }
        v.push(parse_type_of(p, class)?);
    }
    Ok(v)
}

/// One type, checked against the class of `type(...)`'s group.
fn parse_type_of(p: &mut OpAsmParser<'_, '_>, class: Option<&super::TypeClass>) -> PResult<Type> {
    let pos = p.pos();
    let t = p.parse_type()?;
    if let Some(c) = class {
        check_class(p, c, t, pos)?;
    }
    Ok(t)
}

/// MLIR's `parseType<CppType>`: a type of another class is an error at it.
fn check_class(
    p: &mut OpAsmParser<'_, '_>,
    c: &super::TypeClass,
    t: Type,
    pos: usize,
) -> PResult<()> {
    let (Some(name), ctx) = (c.name, p.ctx()) else {
        return Ok(());
    };
    if (c.check)(ctx, t) {
        return Ok(());
    }
    // A class without a registered name (ODS's `BaseMemRefType`, a C++
    // base class) gets MLIR's message without the expectation.
    if name.is_empty() {
        return p.op_error_at(pos, "invalid kind of type specified");
    }
    let msg = format!(
        "invalid kind of type specified: expected {name}, but found '{}'",
        t.display(ctx)
    );
    p.op_error_at(pos, msg)
}

fn read_type_ref<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    spec: &FormatSpec,
    st: &mut State<'a>,
    r: TypeRef,
) -> PResult<()> {
    let class = spec
        .type_kinds
        .iter()
        .find(|c| c.of == r && c.name.is_some());
    match r {
        TypeRef::Operand(g) => {
            let arity = spec.operands[g as usize];
            let known = Some(st.count(g)).filter(|_| arity != Arity::Single);
            let tys = parse_types(p, arity, known, class)?;
            st.operand_types.extend(tys.into_iter().map(|t| (g, t)));
            st.operand_typed |= bit(g);
        }
        TypeRef::Result(g) => {
            let tys = parse_types(p, spec.results[g as usize], None, class)?;
            st.result_types.extend(tys.into_iter().map(|t| (g, t)));
            st.result_typed |= bit(g);
        }
        TypeRef::Operands => {
            let known = st.all_operands.as_ref().map(Vec::len);
            st.all_operand_types = Some(parse_types(p, Arity::Variadic, known, None)?);
        }
        TypeRef::Results => {
            st.all_result_types = Some(parse_types(p, Arity::Variadic, None, None)?);
        }
    }
    Ok(())
}

fn elem<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    spec: &FormatSpec,
    st: &mut State<'a>,
    e: &Elem,
) -> PResult<()> {
    match e {
        Elem::Literal { text, .. } => literal(p, text)?,
        Elem::Operand { group, .. } => {
            let g = *group;
            if g == 0 || st.operands.is_empty() {
                st.operand_pos = p.pos();
            }
            st.group_pos.push((g, p.pos()));
            match spec.operands[g as usize] {
                Arity::Single => st.operands.push((g, p.parse_operand()?)),
                Arity::Optional => {
                    if let Some(u) = p.parse_optional_operand()? {
                        st.operands.push((g, u));
                    }
                }
                Arity::Variadic => {
                    let operands = &mut st.operands;
                    p.parse_operand_list_each(|u| operands.push((g, u)))?;
                }
            }
        }
        Elem::Operands { .. } => {
            st.operand_pos = p.pos();
            st.all_operands = Some(p.parse_operand_list()?);
        }
        Elem::Attr {
            index, qualified, ..
        } => {
            let a = &spec.attrs[*index as usize];
            let v = if *qualified {
                (a.parse_qualified)(p)?
            } else {
                (a.parse)(p, a.name)?
            };
            p.set_property_static(a.name, v);
        }
        Elem::PropDict => p.parse_optional_prop_dict()?,
        Elem::Custom { parse, args, .. } => {
            if st.operands.is_empty() {
                st.operand_pos = p.pos();
            }
            let at = p.pos();
            for a in args.iter().filter(|a| !a.by_ref) {
                if let CustomOf::Operand(g) = a.of {
                    st.group_pos.push((g, at));
                }
            }
            let mut slots: SmallVec<[CustomSlot<'a>; 4]> =
                args.iter().map(|a| custom_slot(p, spec, st, a)).collect();
            parse(p, &mut slots)?;
            for (a, slot) in args.iter().zip(slots) {
                if !a.by_ref {
                    store_custom(p, spec, st, a.of, slot);
                }
            }
        }
        Elem::Oilist { clauses } => oilist(p, spec, st, clauses)?,
        Elem::Region { many, .. } => {
            // As MLIR's generated parsers: a `SingleBlock` op's region
            // written `{}` gets its one (empty) block, and a
            // `SingleBlockImplicitTerminator` op's block its terminator.
            let single = p.op_has_trait::<crate::semantics::traits::SingleBlock>();
            // A variadic list may be empty: it starts only at a `{`.
            let mut more = !*many || p.peek_punct(b'{');
            while more {
                p.parse_region(&[])?;
                p.ensure_implicit_terminator();
                if single {
                    p.ensure_block_in_last_region();
                }
                more = *many && p.parse_optional_punct(b',');
            }
        }
        Elem::Successor { many, .. } => {
            if *many {
                if p.peek_successor() {
                    p.parse_successor()?;
                    while p.parse_optional_punct(b',') {
                        p.parse_successor()?;
                    }
                }
            } else {
                p.parse_successor()?;
            }
        }
        Elem::Type { of, .. } => read_type_ref(p, spec, st, *of)?,
        Elem::FunctionalType {
            inputs, results, ..
        } => {
            // One function type, as MLIR's generated parsers read it.
            let (_, ins, outs) = p.parse_function_type()?;
            assign(st, *inputs, ins);
            assign(st, *results, outs);
        }
        Elem::AttrDict { keyword } => {
            let at = p.pos();
            if *keyword {
                p.parse_optional_attr_dict_with_keyword()?;
            } else {
                p.parse_optional_attr_dict()?;
            }
            p.verify_inherent_attrs(at)?;
        }
        Elem::Optional {
            then, otherwise, ..
        } => {
            if group_starts(p, spec, then) {
                elems(p, spec, st, then)?;
            } else {
                elems(p, spec, st, otherwise)?;
            }
        }
    }
    Ok(())
}

/// The slot of a `custom<...>` argument: a `ref`'s value, else empty.
fn custom_slot<'a>(
    p: &OpAsmParser<'_, 'a>,
    spec: &FormatSpec,
    st: &State<'a>,
    a: &CustomArg,
) -> CustomSlot<'a> {
    match (a.of, a.by_ref) {
        (CustomOf::Operand(g), true) => CustomSlot::Operands(
            st.operands
                .iter()
                .filter(|o| o.0 == g)
                .map(|o| o.1)
                .collect(),
        ),
        (CustomOf::Operand(_), false) => CustomSlot::Operands(Vec::new()),
        (CustomOf::Attr(i), true) => {
            let ctx = p.ctx();
            let name = ctx.ident(spec.attrs[i as usize].name);
            CustomSlot::Attr(p.op.properties.dict_get(ctx, name))
        }
        (CustomOf::Attr(_), false) => CustomSlot::Attr(None),
        (CustomOf::Type(r), true) => CustomSlot::Types(match r {
            TypeRef::Operand(g) => st
                .operand_types
                .iter()
                .filter(|t| t.0 == g)
                .map(|t| t.1)
                .collect(),
            TypeRef::Result(g) => st
                .result_types
                .iter()
                .filter(|t| t.0 == g)
                .map(|t| t.1)
                .collect(),
            TypeRef::Operands => st.all_operand_types.iter().flatten().copied().collect(),
            TypeRef::Results => st.all_result_types.iter().flatten().copied().collect(),
        }),
        (CustomOf::Type(_), false) => CustomSlot::Types(Vec::new()),
    }
}

/// Records what a `custom<...>` parse function read for one argument.
fn store_custom<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    spec: &FormatSpec,
    st: &mut State<'a>,
    of: CustomOf,
    slot: CustomSlot<'a>,
) {
    match (of, slot) {
        (CustomOf::Operand(g), CustomSlot::Operands(v)) => {
            st.operands.extend(v.into_iter().map(|u| (g, u)));
        }
        (CustomOf::Attr(i), CustomSlot::Attr(Some(v))) => {
            p.set_property_static(spec.attrs[i as usize].name, v);
        }
        (CustomOf::Type(r), CustomSlot::Types(v)) => assign(st, r, v),
        _ => {}
    }
}

/// `oilist(...)`: clauses in any order, each at most once.
fn oilist<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    spec: &FormatSpec,
    st: &mut State<'a>,
    clauses: &[OilistClause],
) -> PResult<()> {
    let mut seen = 0u64;
    'clauses: loop {
        for (k, c) in clauses.iter().enumerate() {
            if p.peek_keyword(c.keyword) {
                let b = bit(k as u8);
                let again = seen & b != 0;
                seen |= b;
                if again {
                    return p.op_error(format_args!(
                        "`{}` clause can appear at most once in the expansion of the oilist directive",
                        c.keyword
                    ));
                }
                p.parse_keyword(c.keyword)?;
                elems(p, spec, st, c.elems)?;
                continue 'clauses;
            }
        }
        return Ok(());
    }
}

/// Stores types read by `functional-type`, splitting them over groups.
fn assign(st: &mut State<'_>, r: TypeRef, tys: Vec<Type>) {
    match r {
        TypeRef::Operand(g) => {
            st.operand_types.extend(tys.into_iter().map(|t| (g, t)));
            st.operand_typed |= bit(g);
        }
        TypeRef::Result(g) => {
            st.result_types.extend(tys.into_iter().map(|t| (g, t)));
            st.result_typed |= bit(g);
        }
        TypeRef::Operands => st.all_operand_types = Some(SmallVec::from_vec(tys)),
        TypeRef::Results => st.all_result_types = Some(SmallVec::from_vec(tys)),
    }
}

/// Infers missing types, resolves operands, sets result types, moves
/// inherent names from the attribute dictionary into properties and fills
/// defaults.
fn finish<'a>(p: &mut OpAsmParser<'_, 'a>, spec: &FormatSpec, st: &mut State<'a>) -> PResult<()> {
    let ctx = p.ctx();
    // Inherent attributes written in `{...}` are properties.
    if !p.op.attributes.is_empty() {
        let attrs = std::mem::take(&mut p.op.attributes);
        for (k, v) in attrs {
            let name = ctx.str(k);
            if spec.attrs.iter().any(|a| a.name == name)
                || (spec.operand_segments && name == "operandSegmentSizes")
            {
                p.set_property(name, v);
            } else {
                p.op.attributes.push((k, v));
            }
        }
    }
    if spec.attrs.iter().any(|a| a.default.is_some()) {
        // The same few property sets recur on thousands of ops: complete
        // each once per parser.
        let key = (std::ptr::from_ref(spec) as usize, p.op.properties);
        p.op.properties = match p.format_props().get(&key) {
            Some(&done) => done,
            None => {
                let mut props = p.op.properties;
                for a in spec.attrs {
                    if let Some(d) = a.default {
                        let id = ctx.ident(a.name);
                        if props.dict_get(ctx, id).is_none() {
                            props = props.dict_with(ctx, id, Some(d(ctx)));
                        }
                    }
                }
                p.format_props().insert(key, props);
                props
            }
        };
    }
    // Operands as one flat list, in group order.
    let per_group = st.all_operands.is_none() && st.all_operand_types.is_none();
    // MLIR's `allOperandLoc` is set only by an `operands` directive read
    // as operands; typed by `type(operands)` or `functional-type(operands,
    // ...)` alone, the list's count error is at the op.
    let all_operands_read = st.all_operands.is_some();
    let all_operands = st.all_operands.take();
    if all_operands.is_none() {
        sort_by_group(&mut st.operands);
    }
    let groups = spec.operands.len() as u8;
    if spec.same_operands_and_result_type {
        let known = st
            .operand_types
            .first()
            .or(st.result_types.first())
            .map(|t| t.1)
            .or_else(|| {
                st.all_operand_types
                    .as_ref()
                    .and_then(|v| v.first().copied())
            })
            .or_else(|| {
                st.all_result_types
                    .as_ref()
                    .and_then(|v| v.first().copied())
            });
        if let Some(t) = known {
            fill_operand_types(st, groups, t);
            for (g, a) in spec.results.iter().enumerate() {
                let g = g as u8;
                if st.result_typed & bit(g) == 0 && *a == Arity::Single {
                    st.result_types.push((g, t));
                    st.result_typed |= bit(g);
                }
            }
        }
    }
    if spec.same_operand_types {
        if let Some(t) = st.operand_types.first().map(|t| t.1) {
            fill_operand_types(st, groups, t);
        }
    }
    apply_inferred(ctx, spec, st);
    let operand_types: SmallVec<[Type; 4]> = match st.all_operand_types.take() {
        Some(v) => SmallVec::from_slice(&v),
        None => {
            sort_by_group(&mut st.operand_types);
            st.operand_types.iter().map(|t| t.1).collect()
        }
    };
    let pos = st.operand_pos;
    // Exactly one value and one type in each group (both lists are sorted
    // by group here): resolving the list at once is resolving each group,
    // as no count can differ.
    let one_each = per_group
        && one_per_group(&st.operands, groups)
        && one_per_group(&st.operand_types, groups);
    if one_each {
        for (o, &t) in st.operands.iter().zip(&operand_types) {
            p.resolve_operand(o.1, t)?;
        }
    } else {
        let flat: SmallVec<[UnresolvedOperand<'a>; 4]> = match all_operands {
            Some(v) => SmallVec::from_vec(v),
            None => st.operands.iter().map(|o| o.1).collect(),
        };
        if per_group {
            // Group by group, each at its own place, as MLIR's generated
            // parsers resolve them (a count error names the group's counts).
            let (mut i, mut j) = (0, 0);
            for g in 0..groups {
                let n = st.count(g);
                let m = st.operand_types.iter().filter(|t| t.0 == g).count();
                // A group never read (its optional group was absent) has no
                // place: MLIR reports its count error at the op.
                let at = st.group_pos.iter().find(|x| x.0 == g).map(|x| x.1);
                let (ops, tys) = (&flat[i..i + n], &operand_types[j..j + m]);
                p.resolve_operands_at(ops, tys, at)?;
                i += n;
                j += m;
            }
        } else {
            p.resolve_operands_at(&flat, &operand_types, all_operands_read.then_some(pos))?;
        }
    }
    let all_results = mask(spec.results.len());
    let mut results: Option<SmallVec<[Type; 4]>> = match st.all_result_types.take() {
        Some(v) => Some(SmallVec::from_slice(&v)),
        None if st.result_typed & all_results == all_results => {
            sort_by_group(&mut st.result_types);
            Some(st.result_types.iter().map(|t| t.1).collect())
        }
        None => None,
    };
    if results.is_none() {
        if let Some(infer) = spec.infer_results {
            results = infer(ctx, &operand_types, p.op.properties).map(SmallVec::from_vec);
            if results.is_none() {
                return p.error_at(pos, "failed to infer returned types");
            }
        }
    }
    let results = results.unwrap_or_default();
    p.add_result_types(&results);
    if spec.operand_segments {
        let counts: SmallVec<[u32; 4]> = (0..groups).map(|g| st.count(g) as u32).collect();
        let cached = p.segment_sizes().get(&counts).copied();
        let sizes = cached.or_else(|| {
            let wide: SmallVec<[u64; 4]> = counts.iter().map(|&c| u64::from(c)).collect();
            let i32_type = Type::integer(ctx, 32, crate::uniqued::types::Signedness::Signless)
                .unwrap_or_else(|_| Type::i1(ctx));
            let a = Attribute::dense_array(ctx, i32_type, &wide).ok()?;
            p.segment_sizes().insert(counts, a);
            Some(a)
        });
        if let Some(a) = sizes {
            p.set_property_static("operandSegmentSizes", a);
        }
    }
    Ok(())
}

/// Whether a list sorted by group holds exactly one value (or type) in
/// each of `groups` groups: entry `i` in group `i`.
fn one_per_group<T>(v: &[(u8, T)], groups: u8) -> bool {
    v.len() == usize::from(groups) && v.iter().enumerate().all(|(i, e)| usize::from(e.0) == i)
}

/// Orders values by their group, keeping the order within a group. A
/// format nearly always reads groups in order, so the check comes first:
/// it is a few compares where the sort is a call.
fn sort_by_group<T>(v: &mut [(u8, T)]) {
    if !v.is_sorted_by_key(|e| e.0) {
        v.sort_by_key(|e| e.0);
    }
}

/// Gives every operand group without types `t` for each of its operands.
fn fill_operand_types(st: &mut State<'_>, groups: u8, t: Type) {
    for g in 0..groups {
        if st.operand_typed & bit(g) == 0 {
            for _ in 0..st.count(g) {
                st.operand_types.push((g, t));
            }
            st.operand_typed |= bit(g);
        }
    }
}

/// Fills the types the format does not spell from the op's constraints
/// (see [`super::InferredType`]); a source that is still unknown (an
/// absent optional partner) leaves the group untyped.
fn apply_inferred(ctx: &crate::uniqued::context::Context, spec: &FormatSpec, st: &mut State<'_>) {
    let first = |st: &State<'_>, r: TypeRef| match r {
        TypeRef::Operand(g) => st.operand_types.iter().find(|t| t.0 == g).map(|t| t.1),
        TypeRef::Result(g) => st.result_types.iter().find(|t| t.0 == g).map(|t| t.1),
        _ => None,
    };
    for inf in spec.inferred {
        if let super::TypeSource::TransformedRange(r, f) = inf.from {
            let Some(from) = first(st, r) else { continue };
            let tys = f(ctx, from);
            match inf.of {
                TypeRef::Operand(g) if st.operand_typed & bit(g) == 0 => {
                    st.operand_types.extend(tys.into_iter().map(|t| (g, t)));
                    st.operand_typed |= bit(g);
                }
                TypeRef::Result(g) if st.result_typed & bit(g) == 0 => {
                    st.result_types.extend(tys.into_iter().map(|t| (g, t)));
                    st.result_typed |= bit(g);
                }
                _ => {}
            }
            continue;
        }
        let t = match inf.from {
            super::TypeSource::Buildable(f) => f(ctx),
            super::TypeSource::SameAs(r) => first(st, r),
            super::TypeSource::Transformed(r, f) => first(st, r).map(|t| f(ctx, t)),
            super::TypeSource::TransformedRange(..) => None,
        };
        let Some(t) = t else { continue };
        match inf.of {
            TypeRef::Operand(g) if st.operand_typed & bit(g) == 0 => {
                for _ in 0..st.count(g) {
                    st.operand_types.push((g, t));
                }
                st.operand_typed |= bit(g);
            }
            TypeRef::Result(g) if st.result_typed & bit(g) == 0 => {
                st.result_types.push((g, t));
                st.result_typed |= bit(g);
            }
            _ => {}
        }
    }
}

/// `i1`, or `i1` shaped like `t` when `t` is a vector or tensor (the
/// result type of comparisons).
pub fn i1_like(ctx: &crate::uniqued::context::Context, t: Type) -> Type {
    let i1 = Type::i1(ctx);
    match t.kind(ctx) {
        TypeKind::Vector {
            shape, scalable, ..
        } => {
            let (shape, scalable) = (shape.clone(), scalable.clone());
            Type::vector(ctx, &shape, i1, &scalable).unwrap_or(i1)
        }
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_) => {
            ctx.intern_type(match t.kind(ctx).clone() {
                TypeKind::RankedTensor {
                    shape, encoding, ..
                } => TypeKind::RankedTensor {
                    shape,
                    element: i1,
                    encoding,
                },
                _ => TypeKind::UnrankedTensor(i1),
            })
        }
        _ => i1,
    }
}
