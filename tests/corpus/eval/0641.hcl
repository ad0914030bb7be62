r = regex_replace(smap.a, "[aeiou]", "*")
