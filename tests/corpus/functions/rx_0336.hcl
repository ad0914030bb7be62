r = regex_replace("-ab-axxb-", "a(x*)b", "$1W")
