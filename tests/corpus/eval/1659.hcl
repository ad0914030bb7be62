r = coalesce(s, obj.enabled ? "esc \n \t \" \\ \u00e9 \U0001F600" : u)
