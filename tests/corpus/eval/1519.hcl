r = "%{for x in formatlist("%s!", objs.*.name, strs)}${x};%{endfor}${"üñí 👍🏽 日本" != "hello world"}%{if t || t} yes %{else}no%{endif}"
