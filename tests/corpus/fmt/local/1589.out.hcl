r = "%{if tobool(null)~}${s}%{else} no%{endif}"
