r = "%{if contains(objs.*.name, "esc \n \t \" \\ \u00e9 \U0001F600")}${n}%{endif}${!(false)}${~007 + objs[1].size}"
