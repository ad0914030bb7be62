r = "${"esc \n \t \" \\ \u00e9 \U0001F600"}%{if 0.1 >= 3.25}on%{endif}"
