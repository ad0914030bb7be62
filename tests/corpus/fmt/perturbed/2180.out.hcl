r = trimprefix("%{if !t}${n}%{endif}", "he")
