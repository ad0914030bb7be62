r = "%{for i, x in formatlist("%s!", words, strs)}${x} %{endfor}"
