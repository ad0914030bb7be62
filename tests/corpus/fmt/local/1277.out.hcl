r = s > 1 ? split("", "%{if fl~} yes %{else}no%{endif}${100}") : keys({ for k, v in obj.tags : k => k if k != "a" })
