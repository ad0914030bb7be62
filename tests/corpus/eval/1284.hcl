r = can(tostring(nums)) ? nul == [] && t || false ? [for i, x in fl ? nums : keys(smap) : x + n if x % 2 == 0] : null : {
  b : 0.1 * "1" + 100
}
