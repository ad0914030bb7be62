r = t ? nums : strs
