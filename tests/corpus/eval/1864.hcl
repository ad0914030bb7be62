r = keys({
  b = "%{if t} yes %{else} no%{endif}"
})
