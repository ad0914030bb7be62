r = replace(empty, "l", "_") != trimspace("a") ? !obj.enabled && hasindex(strs, "a") : n.*
