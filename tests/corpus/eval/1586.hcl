r = upper(coalesce("", words[2]))
