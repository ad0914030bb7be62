r = {
  k0    = ceil(hasindex(strs, 0) ? try(tonumber("abc"), nmap["y"]) : false ? 99.99 : n),
  for_x = int(try(element(empty_list, 0), length(objs[*].name)))
}
