r = hasindex(strs, 9) ? "hello world" != "" : tiny >= tiny
