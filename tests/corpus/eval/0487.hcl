r = [null == [] ? "esc \n \t \" \\ \u00e9 \U0001F600" : "a,b,,c", trim(obj.enabled ? "" : nums.2, "h")]
