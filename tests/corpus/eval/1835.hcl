r = "%{if null == null}${s}%{else}no%{endif}"
