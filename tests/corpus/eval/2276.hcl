r = upper(strs...)
