a = "${ns::f(x)} and %{if ns::g()}y%{endif}"
