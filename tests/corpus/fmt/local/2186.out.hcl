r = join(",", n) == csv ? zipmap(keys(smap), [1, 2]) : {

}
