;; GK odds — the survivors' eight-term multiply-add (`addEight` in odds-gather.ts) in WebAssembly
;; SIMD: two cells of a target row per step (f64x2), the same products summed in the same order as
;; the JS loop, so both give the same bits. Compiled to odds-simd-wasm.ts by scripts/odds-wasm.mjs.
(module
  ;; The planes of one computation, laid out by odds-simd.ts (it grows the memory; 64 KiB pages).
  (memory (export "memory") 0 65536)

  ;; out[i] += p0 × c0[i] + p1 × c1[i] + p2 × c2[i] + p3 × c3[i] + (p4 × c4[i] + … + p7 × c7[i]),
  ;; i < n (n ≥ 1); $o and $c0…$c7 are byte addresses of element 0 (8-byte aligned).
  (func (export "addEight")
    (param $o i32) (param $n i32)
    (param $c0 i32) (param $c1 i32) (param $c2 i32) (param $c3 i32)
    (param $c4 i32) (param $c5 i32) (param $c6 i32) (param $c7 i32)
    (param $p0 f64) (param $p1 f64) (param $p2 f64) (param $p3 f64)
    (param $p4 f64) (param $p5 f64) (param $p6 f64) (param $p7 f64)
    (local $v0 v128) (local $v1 v128) (local $v2 v128) (local $v3 v128)
    (local $v4 v128) (local $v5 v128) (local $v6 v128) (local $v7 v128)
    (local $i i32) (local $end i32)
    (local.set $v0 (f64x2.splat (local.get $p0)))
    (local.set $v1 (f64x2.splat (local.get $p1)))
    (local.set $v2 (f64x2.splat (local.get $p2)))
    (local.set $v3 (f64x2.splat (local.get $p3)))
    (local.set $v4 (f64x2.splat (local.get $p4)))
    (local.set $v5 (f64x2.splat (local.get $p5)))
    (local.set $v6 (f64x2.splat (local.get $p6)))
    (local.set $v7 (f64x2.splat (local.get $p7)))
    ;; bytes of the whole pairs
    (local.set $end (i32.and (i32.shl (local.get $n) (i32.const 3)) (i32.const -16)))
    (block $done
      (loop $pair
        (br_if $done (i32.ge_u (local.get $i) (local.get $end)))
        (v128.store align=8 (i32.add (local.get $o) (local.get $i))
          (f64x2.add
            (v128.load align=8 (i32.add (local.get $o) (local.get $i)))
            (f64x2.add
              (f64x2.add
                (f64x2.add
                  (f64x2.add
                    (f64x2.mul (local.get $v0) (v128.load align=8 (i32.add (local.get $c0) (local.get $i))))
                    (f64x2.mul (local.get $v1) (v128.load align=8 (i32.add (local.get $c1) (local.get $i)))))
                  (f64x2.mul (local.get $v2) (v128.load align=8 (i32.add (local.get $c2) (local.get $i)))))
                (f64x2.mul (local.get $v3) (v128.load align=8 (i32.add (local.get $c3) (local.get $i)))))
              (f64x2.add
                (f64x2.add
                  (f64x2.add
                    (f64x2.mul (local.get $v4) (v128.load align=8 (i32.add (local.get $c4) (local.get $i))))
                    (f64x2.mul (local.get $v5) (v128.load align=8 (i32.add (local.get $c5) (local.get $i)))))
                  (f64x2.mul (local.get $v6) (v128.load align=8 (i32.add (local.get $c6) (local.get $i)))))
                (f64x2.mul (local.get $v7) (v128.load align=8 (i32.add (local.get $c7) (local.get $i))))))))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br $pair)))
    ;; an odd n: the last cell alone
    (if (i32.and (local.get $n) (i32.const 1))
      (then
        (f64.store (i32.add (local.get $o) (local.get $i))
          (f64.add
            (f64.load (i32.add (local.get $o) (local.get $i)))
            (f64.add
              (f64.add
                (f64.add
                  (f64.add
                    (f64.mul (local.get $p0) (f64.load (i32.add (local.get $c0) (local.get $i))))
                    (f64.mul (local.get $p1) (f64.load (i32.add (local.get $c1) (local.get $i)))))
                  (f64.mul (local.get $p2) (f64.load (i32.add (local.get $c2) (local.get $i)))))
                (f64.mul (local.get $p3) (f64.load (i32.add (local.get $c3) (local.get $i)))))
              (f64.add
                (f64.add
                  (f64.add
                    (f64.mul (local.get $p4) (f64.load (i32.add (local.get $c4) (local.get $i))))
                    (f64.mul (local.get $p5) (f64.load (i32.add (local.get $c5) (local.get $i)))))
                  (f64.mul (local.get $p6) (f64.load (i32.add (local.get $c6) (local.get $i)))))
                (f64.mul (local.get $p7) (f64.load (i32.add (local.get $c7) (local.get $i))))))))))))
