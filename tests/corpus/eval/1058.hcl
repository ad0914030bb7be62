r = sethaselement(toset([for i, x in split("", "esc \n \t \" \\ \u00e9 \U0001F600") : x if length(x) > 1]), "üñí 👍🏽 日本") ? "true" : words[2]
