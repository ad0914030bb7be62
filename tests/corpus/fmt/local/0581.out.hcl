r = "${log(100, 10)~}%{if t && tobool("false")} yes %{else}no%{endif}"
