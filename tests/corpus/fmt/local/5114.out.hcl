a = "x${"in${"ner"}"}y"
b = "${a["k"]}"
